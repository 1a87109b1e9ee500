// Sharing what this page shows. "Share" gives two links to one session: a view link, which
// carries no token (whoever opens it follows the session live, as an anonymous guest, and the
// server refuses every change it asks for), and a control link, whose fragment carries the
// session's control token. The machine's `default` session is never handed out: Share first
// asks the server for a copy of it (`POST /api/sessions {from}`: the scene with its history,
// screen, playback and clock) and moves this page to the copy. A page opened with a view link can take control only by pasting the control link; the
// server decides (`{"verify": true}` answers 202 only to the control token).

import { createSession, postInput } from "./api.js";
import { element } from "./dom.js";
import { urlFor } from "./url-state.js";

// Survives the one navigation to a newly created session, so its page opens the links.
const OPEN_AFTER_LOAD = "motion-preview.share-open";

export class Share {
  /**
   * @param current () → {sessionId, token, controlling, session, frame}
   * @param takeControl (token) → the page starts sending inputs with this token
   */
  constructor(document, current, takeControl) {
    this.current = current;
    this.takeControl = takeControl;
    this.openButton = document.getElementById("share-open");
    this.takeButton = document.getElementById("take-control");
    this.links = new LinksDialog(document);
    this.claim = new ClaimDialog(document, (text) => this.claimWith(text));
    this.listening = new AbortController();
    const { signal } = this.listening;
    this.openButton.addEventListener("click", () => this.share(), { signal });
    this.takeButton.addEventListener("click", () => this.claim.open(), { signal });
    this.openAfterLoad = sessionStorage.getItem(OPEN_AFTER_LOAD) === "1";
    sessionStorage.removeItem(OPEN_AFTER_LOAD);
  }

  /** The buttons are the page's; the dialogs are ours and go with their listeners. */
  dispose() {
    this.listening.abort();
    this.links.dialog.remove();
    this.claim.dialog.remove();
  }

  showSession(session) {
    this.links.showViewers(Number(session.viewers) || 0);
    if (this.openAfterLoad && this.current().controlling) {
      this.openAfterLoad = false;
      this.share();
    }
  }

  setControl(controlling) {
    this.takeButton.hidden = controlling;
  }

  async share() {
    const { sessionId, token, controlling } = this.current();
    if (controlling && sessionId === "default") {
      await this.shareCopy(sessionId);
      return;
    }
    const origin = window.location.origin;
    const view = `${origin}/?session=${encodeURIComponent(sessionId)}`;
    const control = controlling && token ? `${view}#control=${encodeURIComponent(token)}` : null;
    this.links.open(view, control);
  }

  /** The server's copy of `sessionId`; the page moves there and opens the links. */
  async shareCopy(sessionId) {
    try {
      const created = await createSession({ from: sessionId });
      sessionStorage.setItem(OPEN_AFTER_LOAD, "1");
      const address = urlFor({ session: created.id, params: {} }, { pathname: "/", hash: "" });
      window.location.assign(`${address}#control=${encodeURIComponent(created.controlToken)}`);
    } catch (error) {
      this.links.showError(`cannot create a session to share: ${error.message}`);
    }
  }

  /** The pasted control link (or bare token), checked by the server before it is used. */
  async claimWith(text) {
    const { sessionId } = this.current();
    const parsed = parseControlLink(text, sessionId);
    if (parsed.error) return parsed.error;
    try {
      await postInput(sessionId, parsed.token, { verify: true });
    } catch (error) {
      return error.status === 401 ? "the server refused this link: it does not control this session" : error.message;
    }
    this.takeControl(parsed.token);
    return null;
  }
}

/** {token} from a control link of `sessionId` (or a bare token), or {error}. */
export function parseControlLink(text, sessionId) {
  const trimmed = String(text || "").trim();
  if (!trimmed) return { error: "paste the control link" };
  if (/^[0-9a-f]{32,}$/i.test(trimmed)) return { token: trimmed };
  let url;
  try {
    url = new URL(trimmed, window.location.origin);
  } catch {
    return { error: "that is not a link" };
  }
  const token = new URLSearchParams(url.hash.replace(/^#/, "")).get("control");
  if (!token) return { error: "that is a view link: only the control link can take control" };
  if ((url.searchParams.get("session") || "default") !== sessionId) return { error: "that link controls another session" };
  return { token };
}

class LinksDialog {
  constructor(document) {
    this.view = linkField("share-view-link", "View link — follows live, cannot change anything");
    this.control = linkField("share-control-link", "Control link — whoever has it can change the session");
    this.viewers = element("p", { id: "share-viewers", className: "summary", role: "status" });
    this.error = element("p", { className: "control-error", role: "alert" });
    this.dialog = element("dialog", { id: "share-dialog", className: "dialog", "aria-labelledby": "share-title" }, [
      element("h2", { id: "share-title", text: "Share this session" }),
      this.view.root, this.control.root, this.viewers, this.error,
      element("form", { method: "dialog", className: "dialog-actions" }, [element("button", { text: "Close", value: "close" })]),
    ]);
    document.body.append(this.dialog);
  }

  open(view, control) {
    this.error.textContent = "";
    this.view.set(view);
    this.control.root.hidden = !control;
    if (control) this.control.set(control);
    if (!this.dialog.open) this.dialog.showModal();
    this.view.input.focus();
    this.view.input.select();
  }

  showViewers(count) {
    this.viewers.textContent = `${count} watching now`;
    this.viewers.dataset.count = String(count);
  }

  showError(message) {
    this.error.textContent = message;
    if (!this.dialog.open) this.dialog.showModal();
  }
}

function linkField(id, label) {
  const input = element("input", { type: "text", id, readonly: true, spellcheck: "false" });
  const copy = element("button", { type: "button", text: "Copy", "aria-label": `Copy: ${label}` });
  const status = element("span", { className: "copy-status", role: "status" });
  copy.addEventListener("click", async () => {
    input.select();
    try {
      await navigator.clipboard.writeText(input.value);
      status.textContent = "copied";
    } catch {
      status.textContent = "selected: press Ctrl+C";
    }
  });
  const root = element("div", { className: "field" }, [
    element("label", { className: "field-label", htmlFor: id, text: label }),
    element("div", { className: "link-row" }, [input, copy, status]),
  ]);
  return { root, input, set: (value) => { input.value = value; status.textContent = ""; } };
}

class ClaimDialog {
  constructor(document, submit) {
    this.input = element("input", { type: "text", id: "claim-link", spellcheck: "false", autocomplete: "off" });
    this.error = element("p", { id: "claim-error", className: "control-error", role: "alert" });
    const form = element("form", { className: "dialog-form" }, [
      element("label", { className: "field" }, [
        element("span", { className: "field-label", text: "Control link" }), this.input,
      ]),
      this.error,
      element("div", { className: "dialog-actions" }, [
        element("button", { type: "submit", className: "primary", id: "claim-submit", text: "Take control" }),
        element("button", { type: "button", text: "Cancel", onclick: () => this.dialog.close() }),
      ]),
    ]);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const problem = await submit(this.input.value);
      this.error.textContent = problem || "";
      if (!problem) this.dialog.close();
    });
    this.dialog = element("dialog", { id: "claim-dialog", className: "dialog", "aria-labelledby": "claim-title" }, [
      element("h2", { id: "claim-title", text: "Take control" }),
      element("p", { className: "summary", text: "You are watching. Paste the session's control link to drive it." }),
      form,
    ]);
    document.body.append(this.dialog);
  }

  open() {
    this.error.textContent = "";
    this.input.value = "";
    this.dialog.showModal();
    this.input.focus();
  }
}
