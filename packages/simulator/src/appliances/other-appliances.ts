import { drift, type Random, round1 } from '../random';
import { type Appliance, Controls, meanSecondsBetweenActions } from './appliance';

/** Fans and fan controllers: a speed level 1..5. */
export function createFan(rng: Random): Appliance {
  const c = new Controls(rng);
  let fnsp = rng.int(1, 5);
  return {
    step(seconds) {
      if (!rng.within(seconds, meanSecondsBetweenActions())) return;
      if (rng.chance(0.5)) c.togglePower();
      else {
        fnsp = Math.min(5, Math.max(1, fnsp + rng.pick([-1, 1])));
        c.touched('fnsp');
      }
    },
    status: () => ({ ...c.fields(), fnsp }),
    diagnostics: () => undefined,
  };
}

/** Switch boards: channels '01'.. each on or off; ps is on while any channel is. */
export function createSwitches(rng: Random): Appliance {
  const c = new Controls(rng);
  const sw: Record<string, 'on' | 'off'> = {};
  for (let i = 1; i <= rng.int(2, 4); i++) sw[String(i).padStart(2, '0')] = rng.chance(0.5) ? 'on' : 'off';
  return {
    step(seconds) {
      if (!rng.within(seconds, meanSecondsBetweenActions())) return;
      const channel = rng.pick(Object.keys(sw));
      sw[channel] = sw[channel] === 'on' ? 'off' : 'on';
      c.touched('sw');
    },
    status: () => {
      c.ps = Object.values(sw).includes('on') ? 'on' : 'off';
      return { ...c.fields(), sw: { ...sw } };
    },
    diagnostics: () => undefined,
  };
}

export function createLight(rng: Random): Appliance {
  const c = new Controls(rng);
  let brt = rng.int(20, 100);
  let cct = rng.pick([2700, 4000, 5000, 6500]);
  return {
    step(seconds) {
      if (!rng.within(seconds, meanSecondsBetweenActions())) return;
      const code = rng.pick(['ps', 'brt', 'cct']);
      if (code === 'ps') return c.togglePower();
      if (code === 'brt') brt = rng.int(10, 100);
      else cct = rng.pick([2700, 4000, 5000, 6500]);
      c.touched(code);
    },
    status: () => ({ ...c.fields(), brt, cct }),
    diagnostics: () => undefined,
  };
}

const WASH_STATES = ['idle', 'wash', 'rinse', 'spin'] as const;

/** Washing machines: a program runs through wash, rinse and spin, then idles. */
export function createWasher(rng: Random): Appliance {
  const c = new Controls(rng);
  let wmmd = rng.pick(['cotton', 'synthetic', 'quick', 'wool']);
  let stage = 0;
  let wmrt = 0;
  let wmtmp = 40;
  return {
    cycleRunning: () => stage > 0,
    step(seconds) {
      if (stage === 0 && rng.within(seconds, 4 * meanSecondsBetweenActions())) {
        c.ps = 'on';
        wmmd = rng.pick(['cotton', 'synthetic', 'quick', 'wool']);
        wmtmp = rng.pick([20, 30, 40, 60]);
        wmrt = rng.int(30, 90);
        stage = 1;
        c.touched('wmmd');
      } else if (stage > 0) {
        wmrt = Math.max(0, wmrt - seconds / 60);
        stage = wmrt === 0 ? 0 : wmrt < 10 ? 3 : wmrt < 25 ? 2 : 1;
        if (stage === 0) c.ps = 'off';
      }
    },
    status: () => ({ ...c.fields(), wmmd, wmst: WASH_STATES[stage], wmrt: Math.ceil(wmrt), wmtmp }),
    diagnostics: () => undefined,
  };
}

export function createFridge(rng: Random): Appliance {
  const c = new Controls(rng);
  c.ps = 'on';
  let rftmp = rng.between(2, 6);
  let fztmp = rng.between(-20, -16);
  let door: 'open' | 'closed' = 'closed';
  return {
    step(seconds) {
      door = rng.within(seconds, meanSecondsBetweenActions()) ? 'open' : 'closed';
      const minutes = seconds / 60;
      rftmp = drift(rng, rftmp, door === 'open' ? 9 : 4, 0.5 * minutes, 0, 12);
      fztmp = drift(rng, fztmp, -18, 0.3 * minutes, -24, -10);
    },
    status: () => ({ ...c.fields(), rftmp: round1(rftmp), fztmp: round1(fztmp), door }),
    diagnostics: () => undefined,
  };
}

/** Gateways, door phones and anything else: power and last control only. */
export function createBasic(rng: Random): Appliance {
  const c = new Controls(rng);
  c.ps = 'on';
  return { step: () => undefined, status: () => c.fields(), diagnostics: () => undefined };
}
