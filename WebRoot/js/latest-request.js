// One request in flight at a time; asking again meanwhile runs it once more when it ends, so
// the answer shown is always for the newest question and requests never pile up.

export class LatestRequest {
  /** @param run async () → does the request and shows its answer */
  constructor(run) {
    this.run = run;
    this.inFlight = false;
    this.wanted = false;
  }

  request() {
    if (this.inFlight) {
      this.wanted = true;
      return;
    }
    this.start();
  }

  async start() {
    this.inFlight = true;
    try {
      await this.run();
    } finally {
      this.inFlight = false;
      if (this.wanted) {
        this.wanted = false;
        this.start();
      }
    }
  }
}
