import MotionPreview
import StandardScenes

// This repository's own command: every subcommand, with the ten seed scenes.
MotionPreview.main(scenes: StandardScenes.all)
