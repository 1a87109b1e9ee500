// Applies an `event: delta` to the frame it was computed from (docs/protocol-notes.md, "Delta
// frames"), with the same rules as the server's FrameDelta+Apply.swift: removals, then the kept
// nodes' properties, then additions at their final indices in increasing order. Returns a new
// frame object and leaves `frame` untouched, so whoever kept the previous frame keeps it as it
// was; unchanged nodes are shared between the two.

const KEYED_FIELDS = ["state", "params"];

export class DeltaMismatch extends Error {}

/** The frame `delta` describes; throws DeltaMismatch when it was not made from `frame`. */
export function applyDelta(frame, delta) {
  if (!frame || !delta || delta.base !== frame.seq) {
    throw new DeltaMismatch(`delta from ${delta && delta.base}, frame is ${frame && frame.seq}`);
  }
  const next = applyKeyed({ ...frame }, delta.fields, delta.fieldsUnset);
  for (const name of KEYED_FIELDS) {
    if (delta[name] || delta[`${name}Unset`]) {
      next[name] = applyKeyed({ ...(frame[name] || {}) }, delta[name], delta[`${name}Unset`]);
    }
  }
  if (delta.stateItems) {
    next.state = { ...next.state };
    for (const [key, changes] of Object.entries(delta.stateItems)) {
      next.state[key] = applyItemChanges(next.state[key], changes);
    }
  }
  if (!(delta.fields && "nodes" in delta.fields)) {
    const patch = new NodePatch(delta);
    next.nodes = patch.children(null, frame.nodes || []);
    patch.checkEverythingUsed();
  }
  return next;
}

// A state list of objects sent as its items' changes: [[index, {key: value}]…].
function applyItemChanges(items, changes) {
  if (!Array.isArray(items) || !Array.isArray(changes)) throw new DeltaMismatch("stateItems names a value that is not a list");
  const next = items.slice();
  for (const [index, set] of changes) {
    if (!(index in next) || typeof next[index] !== "object") throw new DeltaMismatch(`stateItems has no item ${index}`);
    next[index] = { ...next[index], ...set };
  }
  return next;
}

function applyKeyed(object, set, unset) {
  if (set) Object.assign(object, set);
  for (const key of unset || []) delete object[key];
  return object;
}

class NodePatch {
  constructor(delta) {
    this.removed = new Set(delta.removed || []);
    this.changed = new Map(Object.entries(delta.changed || {}));
    this.unset = new Map(Object.entries(delta.unset || {}));
    // Per node id: [dx, dy] its frame moved by.
    this.moved = new Map();
    for (const [dx, dy, ...ids] of delta.moved || []) {
      for (const id of ids) this.moved.set(id, [dx, dy]);
    }
    // Per parent id ("" for the top level), in increasing index.
    this.added = new Map();
    for (const entry of delta.added || []) {
      const key = entry.parent == null ? "" : entry.parent;
      if (!this.added.has(key)) this.added.set(key, []);
      this.added.get(key).push(entry);
    }
    for (const list of this.added.values()) list.sort((a, b) => a.index - b.index);
  }

  children(parent, nodes) {
    const result = [];
    for (const node of nodes) {
      if (this.removed.delete(node.id)) continue;
      result.push(this.patched(node));
    }
    const key = parent == null ? "" : parent;
    for (const { index, node } of this.added.get(key) || []) {
      if (index > result.length) throw new DeltaMismatch(`no index ${index} under ${key}`);
      result.splice(index, 0, node);
    }
    this.added.delete(key);
    return result;
  }

  patched(node) {
    const changed = this.changed.get(node.id);
    const unset = this.unset.get(node.id);
    const moved = this.moved.get(node.id);
    if (!changed && !unset && !moved && !this.touchesBelow(node)) return node;
    const next = { ...node, ...(changed || {}) };
    if (moved) {
      const [x, y, width, height] = node.frame;
      next.frame = [x + moved[0], y + moved[1], width, height];
      this.moved.delete(node.id);
    }
    for (const key of unset || []) delete next[key];
    this.changed.delete(node.id);
    this.unset.delete(node.id);
    if (!(changed && "children" in changed)) {
      const children = this.children(node.id, node.children || []);
      // The full frame omits `children` when there are none.
      if (children.length) next.children = children;
      else delete next.children;
    }
    return next;
  }

  // Whether anything in the delta concerns this node's subtree, so untouched subtrees are shared.
  touchesBelow(node) {
    if (this.added.has(node.id)) return true;
    for (const child of node.children || []) {
      const id = child.id;
      if (this.removed.has(id) || this.changed.has(id) || this.unset.has(id) || this.moved.has(id)) return true;
      if (this.touchesBelow(child)) return true;
    }
    return false;
  }

  checkEverythingUsed() {
    const left = [...this.removed, ...this.changed.keys(), ...this.unset.keys(), ...this.moved.keys(),
      ...this.added.keys()];
    if (left.length) throw new DeltaMismatch(`delta names nodes the frame lacks: ${left.join(", ")}`);
  }
}
