// Runs the page's delta apply (WebRoot/js/frame-delta.js) over a recorded stream: reads
// [[event, data], …] as JSON on stdin and prints the whole frame after each frame or delta.
import { applyDelta } from "../../../WebRoot/js/frame-delta.js";

let input = "";
for await (const chunk of process.stdin) input += chunk;
let frame = null;
const frames = [];
for (const [kind, data] of JSON.parse(input)) {
  if (kind === "frame") frame = data;
  else if (kind === "delta") frame = applyDelta(frame, data);
  else continue;
  frames.push(frame);
}
process.stdout.write(JSON.stringify(frames));
