"""`serve --content FILE` and `render --content FILE`: the user's own article becomes the article
scene's `yours` choice; a malformed document stops the command with the field's name before
anything is served."""
import json
import subprocess
import urllib.parse
import urllib.request

from conftest import BIN, Server, run_cli

ARTICLE = {
    "id": 1, "thumbnailUrl": "forest-2", "title": "A walk by the river", "category": "Notes",
    "publishedAt": "2026.02.03", "viewsCounter": 40, "likesCounter": 5,
    "paragraphs": [{"text": "The river was high."}, {"text": "We walked anyway."}, {"text": "It rained."}],
    "story": {"title": "The walk", "subtitle": "Today", "picture": "harbor-3", "buttonTitle": "Read"},
    "summaryTitle": "Short", "summaryText": "A short walk.",
}


def node(nodes, node_id):
    for candidate in nodes:
        if candidate["id"] == node_id:
            return candidate
        found = node(candidate.get("children", []), node_id)
        if found:
            return found
    return None


def write(tmp_path, document):
    path = tmp_path / "article.json"
    path.write_text(json.dumps(document))
    return str(path)


def test_serve_refuses_a_malformed_article_naming_the_field(tmp_path):
    broken = json.loads(json.dumps(ARTICLE))
    broken["paragraphs"][2]["text"] = 3
    result = subprocess.run([BIN, "serve", "--port", "0", "--no-store", "--content", write(tmp_path, broken)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    assert "article content: paragraphs[2].text: expected a string" in result.stderr
    assert "MotionPreview serving" not in result.stdout


def test_serve_shows_the_users_article_as_yours(tmp_path):
    server = Server("--content", write(tmp_path, ARTICLE)).start()
    try:
        query = urllib.parse.urlencode(
            [("scene", "article"), ("device", "iphone-x"), ("time", "2"), ("article", "yours"), ("scrollY", "0")])
        with urllib.request.urlopen(f"{server.url}/api/frame?{query}", timeout=10) as response:
            frame = json.loads(response.read())
    finally:
        server.stop()
    assert node(frame["nodes"], "nav.title")["text"] == "A walk by the river"
    assert frame["state"]["viewsShown"] == 40


def test_render_takes_content_too(tmp_path):
    printed = run_cli("render", "--scene", "article", "--device", "iphone-se", "--time", "2",
                      "--param", "article=yours", "--content", write(tmp_path, ARTICLE))
    frame = json.loads(printed)
    assert node(frame["nodes"], "nav.title")["text"] == "A walk by the river"
    assert frame["state"]["likesShown"] == 5
