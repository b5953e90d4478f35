import { drift, type Random, round1 } from '../random';
import { type Appliance, Controls, meanSecondsBetweenActions } from './appliance';

const MODES = ['cool', 'dry', 'fan', 'heat', 'auto'] as const;
const FAN_SPEEDS = ['auto', 'low', 'medium', 'high', 'turbo'] as const;
const FAN_LEVEL: Record<string, number> = { auto: 3, low: 1, medium: 3, high: 5, turbo: 6 };
const FAULTS = ['E1', 'E5', 'F3', 'H6', 'P4'] as const;

/** An inverter split AC: room temperature follows the set point while running; compressor follows the gap. */
export function createAirConditioner(rng: Random): Appliance {
  const c = new Controls(rng);
  let acmd: string = rng.pick(['cool', 'cool', 'cool', 'dry', 'auto']);
  let acfs: string = rng.pick(FAN_SPEEDS);
  let actmp = rng.int(20, 26);
  let outdoor = rng.between(28, 40);
  let rmtmp = outdoor - rng.between(2, 6);
  let acdl = rng.between(0, 60);
  let pm25 = rng.between(10, 80);
  let powerOnSeconds = rng.int(100, 8000) * 3600;
  let faults: string[] = [];
  let realRpm = 0;

  const running = () => c.on && acmd !== 'fan';
  const targetRpm = () =>
    running() ? Math.min(5400, Math.max(1200, Math.abs(rmtmp - actmp) * 900 + 1200)) : 0;

  return {
    // Cooling and holding the set point: the compressor runs, an install would stop it.
    cycleRunning: () => running() && acmd === 'cool' && Math.abs(rmtmp - actmp) <= 1,
    step(seconds) {
      if (rng.within(seconds, meanSecondsBetweenActions())) {
        const code = rng.pick(['ps', 'ps', 'actmp', 'acmd', 'acfs']);
        if (code === 'ps') c.togglePower();
        else {
          if (code === 'actmp') actmp = Math.min(30, Math.max(16, actmp + rng.pick([-1, 1])));
          if (code === 'acmd') acmd = rng.pick(MODES);
          if (code === 'acfs') acfs = rng.pick(FAN_SPEEDS);
          c.touched(code);
        }
      }
      const minutes = seconds / 60;
      outdoor = drift(rng, outdoor, 34, 0.3 * minutes, 15, 48);
      rmtmp = drift(rng, rmtmp, running() ? actmp : outdoor - 3, 0.5 * minutes, 10, 45);
      pm25 = drift(rng, pm25, c.on ? 15 : 60, 2 * minutes, 0, 500);
      if (c.on) {
        acdl = acdl >= 100 ? 0 : Math.min(100, acdl + 0.05 * minutes);
        powerOnSeconds += seconds;
      }
      realRpm = drift(rng, realRpm, targetRpm(), 400 * minutes + 200, 0, 5400);
      // A fault now and then (every few hours), cleared after some minutes.
      if (faults.length > 0) {
        if (rng.within(seconds, 600)) faults = [];
      } else if (rng.within(seconds, 6 * 3600)) faults = [rng.pick(FAULTS)];
    },
    status() {
      return {
        ...c.fields(),
        acmd,
        acfs,
        actmp,
        rmtmp: round1(rmtmp),
        acdl: Math.round(acdl),
        ...(faults.length ? { errors: faults } : {}),
      };
    },
    diagnostics() {
      const fanLevel = c.on ? (FAN_LEVEL[acfs] ?? 3) : 0;
      const target = targetRpm();
      const rpm = Math.round(realRpm);
      const current = round1((rpm / 1000) * 1.6);
      const evaporator = running() ? actmp - rng.between(6, 10) : rmtmp;
      const condenser = running() ? outdoor + rng.between(8, 14) : outdoor;
      return {
        idt: round1(rmtmp),
        ept: round1(evaporator),
        stmp: actmp,
        ifsl: fanLevel,
        ifrpm: fanLevel * 180 + (fanLevel ? rng.int(0, 40) : 0),
        pm25: Math.round(pm25),
        fst: acdl > 80 ? 1 : 0,
        sct: round1(evaporator + 2),
        oat: round1(outdoor),
        cdt: round1(condenser),
        ctt: round1(running() ? condenser + rng.between(20, 35) : outdoor),
        ipmt: round1(running() ? outdoor + rng.between(10, 20) : outdoor),
        ofrpm: running() ? rng.int(600, 900) : 0,
        cc: current,
        dcv: round1(running() ? rng.between(300, 320) : rng.between(310, 330)),
        acv: round1(rng.between(220, 240)),
        aci: round1(current * 1.1 + (c.on ? 0.3 : 0.05)),
        trpm: Math.round(target),
        srpm: Math.round(target),
        rrpm: rpm,
        rlr: outdoor > 45 ? 2 : 0,
        flt: faults,
        prt: outdoor > 46 ? ['highOutdoorTemp'] : [],
        pot: Math.floor(powerOnSeconds / 3600),
      };
    },
  };
}
