import ExampleScenes
import MotionPreview

// `swift run Examples` serves the two example scenes; every other subcommand works too
// (`swift run Examples render --scene large-title --param scrollY=30`, `… dev`).
MotionPreview.main(scenes: ExampleScenes.all)
