// The questions the broker's devices' half asks the server's (broker-thread.ts): each CONNECT,
// PUBLISH and SUBSCRIBE, answered once the device is known or the message stored. At most `limit`
// are with the server at a time; the rest wait here, in order. aedes reads on from a device as soon
// as its messages are answered, and devices send what they like: under a load the server could not
// take, every message read was passed on and held by the server until stored (215,000 messages
// and 1.3 GB of its heap in the ingestion probe). A question waiting here is a parsed packet; what a device
// sends after it stays in the connection's buffers, since aedes reads on only once it is answered.
export class Questions<Question extends { r: number }, Answer> {
  /** What to do with each answer, by request number: questions sent and waiting. */
  private readonly then = new Map<number, (answer: Answer) => void>();
  /** Questions not sent yet, from `head` on. */
  private waiting: Question[] = [];
  private head = 0;
  /** Questions with the server. */
  private sent = 0;

  constructor(
    private readonly send: (question: Question) => void,
    private readonly limit: number,
    /** Called with true when questions start to wait here, with false when none waits any more. */
    private readonly backlog: (waiting: boolean) => void = () => undefined,
  ) {}

  ask(question: Question, then: (answer: Answer) => void) {
    this.then.set(question.r, then);
    if (this.sent < this.limit) {
      this.sent++;
      this.send(question);
    } else if (this.waiting.push(question) - this.head === 1) this.backlog(true);
  }

  /** The server's answer to question `r`: the next waiting question goes out. */
  answer(r: number, answer: Answer) {
    const then = this.then.get(r);
    if (!then) return;
    this.then.delete(r);
    this.sent--;
    this.sendWaiting();
    then(answer);
  }

  private sendWaiting() {
    if (this.head >= this.waiting.length) return;
    while (this.sent < this.limit && this.head < this.waiting.length) {
      this.sent++;
      this.send(this.waiting[this.head++]);
    }
    if (this.head >= this.waiting.length) {
      this.waiting = [];
      this.head = 0;
      this.backlog(false);
      return;
    }
    // The sent ones are dropped now and then, not one by one (shift() moves the whole array).
    if (this.head >= 1024 && this.head * 2 >= this.waiting.length) {
      this.waiting = this.waiting.slice(this.head);
      this.head = 0;
    }
  }
}
