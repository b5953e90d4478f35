import { setTimeout as wait } from 'node:timers/promises';
import type { MqttClient } from 'mqtt';
import mqtt from 'mqtt';
import { type Appliance, createAppliance } from './appliances';
import { createCommandInbox } from './command-inbox';
import { handleCommand } from './commands';
import { BAD_RELEASE_FAULT, badReleaseTick } from './fota-faults';
import { type CommandResultMessage, type ConnectionMessage, lastWill, nowSeconds, topics } from './protocol';
import { createRandom, drift, type Random } from './random';
import type { DeviceOptions, DeviceSpec } from './types';

/** How long a report is given to leave before the socket drops (a reboot right after it). */
const REPORT_FLUSH_MS = 200;
/** How long a reboot keeps a device away (ms). */
const REBOOT_MS: [number, number] = [2_000, 5_000];

/** One simulated device: its own MQTT client (client id = device id) and appliance model. */
export class SimulatedDevice {
  firmwareVersion: string;
  configVersion: string | undefined;
  private client: MqttClient | undefined;
  private sessionTs = 0;
  private timer: NodeJS.Timeout | undefined;
  private revertTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private rssi: number;
  private onReady: (() => void) | undefined;
  private readonly inbox: ReturnType<typeof createCommandInbox>;
  /** Waits between download tries, cut short by stop(). */
  /** Aborted at stop: a wait in progress (a download's backoff) ends at once, and so does any later one. */
  private readonly stopping = new AbortController();
  private readonly rng: Random;
  private readonly appliance: Appliance;

  constructor(
    readonly spec: DeviceSpec,
    private readonly options: DeviceOptions,
  ) {
    this.rng = createRandom(spec.deviceId);
    this.appliance = createAppliance(spec.category, this.rng);
    this.firmwareVersion = spec.firmwareVersion;
    this.rssi = this.rng.int(-80, -45);
    this.inbox = createCommandInbox(
      spec.deviceId,
      (message) => this.runCommand(message),
      options.log,
      (answer) => void this.publishResult(answer).catch(() => undefined),
    );
  }

  get connected(): boolean {
    return this.client?.connected === true;
  }

  /** Connects; resolves once the broker has accepted the device. */
  start(): Promise<void> {
    const client = this.connect();
    return new Promise((resolve, reject) => {
      this.onReady = resolve;
      client.once('error', reject);
    });
  }

  /** Loses the network without a goodbye: the broker publishes the last will; MQTT.js reconnects. */
  simulateSocketLoss(): void {
    this.client?.stream.destroy();
  }

  /** Says goodbye (retained offline message) and disconnects; no more reports or reconnects. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.revertTimer);
    this.stopping.abort();
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    if (client.connected) {
      await this.publishConnection(client, { online: false, reason: 'disconnect' }).catch(() => undefined);
      await client.endAsync();
    } else client.end(true);
  }

  private connect(): MqttClient {
    this.sessionTs = nowSeconds();
    // A persistent session, as real devices keep: a command sent while the device is offline waits
    // at the broker (QoS 1) and arrives when it connects again (the inbox drops redeliveries).
    const client = mqtt.connect(this.options.url, {
      clientId: this.spec.deviceId,
      clean: false,
      protocolVersion: 4,
      keepalive: 30,
      reconnectPeriod: 2000,
      connectTimeout: 10_000,
      will: lastWill(this.spec.deviceId, this.sessionTs),
    });
    this.client = client;
    // Each session's will names that session, so a late will cannot end a newer one (docs/mqtt.md).
    client.on('reconnect', () => {
      this.sessionTs = nowSeconds();
      client.options.will = lastWill(this.spec.deviceId, this.sessionTs);
    });
    client.on('connect', () => void this.onConnect(client));
    client.on('message', (topic, payload) => this.onMessage(topic, payload));
    client.on('error', (err) =>
      this.options.log.debug({ err, deviceId: this.spec.deviceId }, 'device MQTT error'),
    );
    return client;
  }

  /** Subscribed to its commands first, so a command sent as soon as it shows online reaches it. */
  private async onConnect(client: MqttClient) {
    const { deviceId } = this.spec;
    try {
      await client.subscribeAsync(topics.commands(deviceId), { qos: 1 });
      await this.publishConnection(client, { online: true, reason: 'connect', ts: this.sessionTs });
      this.publishReports();
    } catch (err) {
      this.options.log.debug({ err, deviceId }, 'device could not announce itself');
    }
    this.onReady?.();
    this.onReady = undefined;
    this.schedule();
  }

  private publishConnection(client: MqttClient, message: ConnectionMessage) {
    const payload: ConnectionMessage = message.online
      ? message
      : { ts: nowSeconds(), since: this.sessionTs, ...message };
    return client.publishAsync(topics.connection(this.spec.deviceId), JSON.stringify(payload), {
      qos: 1,
      retain: true,
    });
  }

  private schedule() {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const { intervalMs, jitter } = this.options;
    this.timer = setTimeout(() => this.tick(), intervalMs * (1 + this.rng.between(-jitter, jitter)));
  }

  private tick() {
    if (this.stopped || !this.connected) return;
    const seconds = this.options.intervalMs / 1000;
    this.appliance.step(seconds);
    this.rssi = Math.round(drift(this.rng, this.rssi, -60, 3, -90, -35));
    const bad = this.badRelease();
    const { fault, reboot } = bad ? badReleaseTick(this.rng, seconds, bad) : { fault: false, reboot: false };
    this.publishReports(fault ? [BAD_RELEASE_FAULT] : []);
    // The report goes out first: a socket dropped at once would lose it (QoS 0), fault and all.
    if (reboot) this.timer = setTimeout(() => void this.reboot(), REPORT_FLUSH_MS);
    else if (this.rng.chance(this.options.offlineProbability)) void this.goOffline();
    else this.schedule();
  }

  /** The bad-release settings while this device runs one of those versions. */
  private badRelease() {
    const bad = this.options.faults.badRelease;
    return bad.versions.includes(this.firmwareVersion) ? bad : undefined;
  }

  /** Restarts: the connection ends without a goodbye (the broker publishes the will), back in seconds. */
  private reboot() {
    return this.disconnect(false, this.rng.between(...REBOOT_MS));
  }

  /**
   * Status (QoS 0: periodic, the next one supersedes a lost one) and, where the category has them,
   * diagnostics. `faults`: codes the firmware raises in this report, beside the appliance's own.
   */
  private publishReports(faults: string[] = []) {
    const client = this.client;
    if (!client?.connected) return;
    const { deviceId } = this.spec;
    const ts = nowSeconds();
    const appliance = this.appliance.status();
    const errors = [...((appliance.errors as string[] | undefined) ?? []), ...faults];
    const readings = { ...appliance, ...(errors.length > 0 ? { errors } : {}) };
    const cycle = this.appliance.cycleRunning;
    const status = {
      ...this.envelope('status', readings),
      ...readings,
      ...(cycle ? { cyc: cycle() } : {}),
      rssi: this.rssi,
      fw: this.firmwareVersion,
      ts,
    };
    client.publish(topics.status(deviceId), JSON.stringify(status), { qos: 0 });
    const diagnostics = this.appliance.diagnostics();
    if (diagnostics) {
      const report = { ...this.envelope('diagnostic', diagnostics), ...diagnostics, ts };
      client.publish(topics.diagnostics(deviceId), JSON.stringify(report), { qos: 0 });
    }
  }

  /** Report type, model number and state (fault while the appliance reports errors), as real devices send. */
  private envelope(type: 'status' | 'diagnostic', readings: Record<string, unknown>) {
    const errors = readings.errors;
    const fault = Array.isArray(errors) && errors.length > 0;
    return {
      ty: type,
      ...(this.spec.modelNumber ? { mo: this.spec.modelNumber } : {}),
      st: fault ? 'fault' : 'ok',
    };
  }

  /** Drops off for a while, half the time cleanly and half by losing the socket. */
  private goOffline() {
    const unclean = this.rng.chance(0.5);
    return this.disconnect(!unclean, this.rng.between(...this.options.offlineMs));
  }

  /** Ends the connection (clean: saying goodbye first) and connects again after `awayMs`. */
  private async disconnect(clean: boolean, awayMs: number) {
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    clearTimeout(this.timer);
    if (!clean) client.end(true);
    else {
      await this.publishConnection(client, { online: false, reason: 'disconnect' }).catch(() => undefined);
      await client.endAsync().catch(() => undefined);
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => this.connect(), awayMs);
  }

  private onMessage(topic: string, payload: Buffer) {
    if (topic === topics.commands(this.spec.deviceId)) this.inbox.receive(payload);
  }

  private publishResult(result: CommandResultMessage): Promise<void> {
    const topic = topics.commandResults(this.spec.deviceId);
    return (
      this.client?.publishAsync(topic, JSON.stringify(result), { qos: 1 }).then(() => undefined) ??
      Promise.resolve()
    );
  }

  private async runCommand(message: unknown) {
    const before = this.firmwareVersion;
    const { deviceId } = this.spec;
    await handleCommand(message, {
      deviceId,
      publishResult: (result: CommandResultMessage) => {
        this.inbox.answered(result);
        return this.publishResult(result);
      },
      setFirmwareVersion: (v) => {
        this.firmwareVersion = v;
      },
      setConfigVersion: (v) => {
        this.configVersion = v;
      },
      fetch: (url) => this.options.fetch(url, { signal: AbortSignal.timeout(60_000) }),
      sleep: (ms) => wait(ms, true, { signal: this.stopping.signal }).catch(() => false),
      firmwareKeys: this.options.firmwareKeys,
      faults: this.options.faults,
      cycleRunning: () => this.appliance.cycleRunning?.() ?? false,
      dropOffline: () => void this.disconnect(false, this.rng.between(...this.options.offlineMs)),
      revertLater: () => {
        // The new image fails its first boots; the bootloader goes back to the old one.
        const [min, max] = this.options.offlineMs;
        this.revertTimer = setTimeout(
          () => {
            this.firmwareVersion = before;
            void this.reboot();
          },
          this.rng.between(min / 2, max / 2),
        );
      },
      random: () => this.rng.next(),
    });
    // A new firmware is reported at once, not at the next interval.
    if (this.firmwareVersion !== before) this.publishReports();
  }
}
