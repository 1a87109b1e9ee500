"""Helpers for the dashboard's headless-Chromium tests (test_page_*.py)."""
