enum ScenesPlaceholder {}
