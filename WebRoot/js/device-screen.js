// The main device screen and its caption: the newest frame drawn on the profile it names
// (bezel, corners, cut-out), and under it the device, size, scale, orientation and keyboard.

export class DeviceScreen {
  /**
   * @param stage the main Stage
   * @param caption the element under the device
   */
  constructor(stage, caption) {
    this.stage = stage;
    this.caption = caption;
    this.devices = [];
    this.frame = null;
  }

  devicesLoaded(devices) {
    this.devices = devices;
    // A frame drawn before the profiles came is drawn again with its bezel.
    if (this.frame) this.show(this.frame);
  }

  show(frame) {
    this.frame = frame;
    const device = this.devices.find((item) => item.id === frame.device) || null;
    this.stage.show(frame, device);
    const name = device ? device.name : frame.device;
    const [width, height] = frame.size || [0, 0];
    const keyboard = Array.isArray(frame.keyboard) ? " · keyboard up" : "";
    this.caption.textContent = `${name} · ${width} × ${height} pt · @${frame.scale}x · ${frame.orientation}${keyboard}`;
  }
}
