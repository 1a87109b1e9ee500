/// A scene author needs the core's curves, springs, scroll model and layout with the scene API:
/// importing MotionScene brings MotionCore along.
@_exported import MotionCore
