/**
 * Whether the gateway is draining: after SIGTERM it keeps serving for SHUTDOWN_DRAIN_MS while its GET /health answers
 * 503 `{"status":"draining"}` and every answer closes its connection, so the load balancers in front of its replicas
 * stop sending to it before it stops taking requests (the services' own contract, decision 0052). Closing at once would answer 503 on every kept-alive
 * connection a balancer still uses.
 */
export class Draining {
  private started = false;

  get active(): boolean {
    return this.started;
  }

  start(): void {
    this.started = true;
  }
}
