// Students turned away from a full class who wait for a seat (decision 0038), as the fault tests drive them: each joins
// the class's waitlist (its cart item given up), watches their Waitlist page, and when offered a seat either claims it
// at once (select, pay) or lets it lapse, so the offer passes to the next in line. Every step goes through the gateway
// and is made again while the platform restarts.
import { sleep } from '@classhub/api-client';
import { isTransient, studentCheckout } from './student-checkout.mjs';
import { claimOffer, joinWaitlist, placeOf } from './student-waitlist.mjs';

/**
 * Tries to join this many times when the class had a seat free meanwhile, or held one for the student (a checkout
 * whose answer a crash lost): then the student pays for it instead, as the refusal tells them to.
 */
const JOIN_TRIES = 3;

/**
 * @param {import('@classhub/api-client').ApiClient['call']} call
 * @param {{ pollMs?: number, lapseEvery?: number }} [options]  `lapseEvery`: every n-th member lets their offer lapse
 */
export function waitlistCrowd(call, { pollMs = 500, lapseEvery = 3 } = {}) {
  /** @type {{ student: object, classId: string, lapses: boolean, state: string, offeredAt?: number, result?: object }[]} */
  const members = [];
  const loops = [];
  let stopped = false;

  /** The student pays instead when a seat is free; `full` students join; answers what came of it. */
  async function enter(student, classId, selectionId) {
    for (let attempt = 1; ; attempt++) {
      const joined = await joinWaitlist(call, student, classId);
      if (!['seats-free', 'holding'].includes(joined.outcome) || attempt >= JOIN_TRIES) return joined;
      const paid = await studentCheckout(call, student, selectionId);
      if (paid.outcome !== 'full') return { ...paid, paidInstead: true };
    }
  }

  /** Gives the cart item up, as a student who waits rather than keeping a full class in their cart. */
  async function giveUpCartItem(student, selectionId) {
    for (;;) {
      const removed = await call('removeSelectedClass', { token: student.token, params: { id: selectionId } });
      if (!isTransient(removed.status) || stopped) return;
      await sleep(pollMs);
    }
  }

  async function follow(member) {
    while (!stopped) {
      let entry;
      try {
        entry = await placeOf(call, member.student, member.classId, { deadlineMs: 10_000 });
      } catch {
        await sleep(pollMs);
        continue;
      }
      if (!entry && member.state === 'offered') {
        // The offer it let lapse ended: the seat went on to the next in line.
        member.state = 'done';
        member.result = { outcome: 'lapsed' };
        return;
      }
      if (!entry && member.state === 'waiting') {
        // Offered and expired between two looks (classes was down for the whole window): the seat went on all the same.
        member.state = 'done';
        member.result = { outcome: 'missed' };
        return;
      }
      if (entry?.status === 'offered' && member.state === 'waiting') {
        member.state = 'offered';
        member.offeredAt = Date.now();
        if (!member.lapses) {
          member.state = 'claiming';
          member.result = await claimOffer(call, member.student, member.classId);
          member.state = 'done';
          return;
        }
      }
      await sleep(pollMs);
    }
  }

  return {
    members,
    /**
     * A student just turned away from the class as full (holding cart item `selectionId`): joins its line and waits.
     * Answers once they joined (or paid for a seat freed meanwhile); their wait goes on in the background.
     */
    async join(student, classId, selectionId) {
      const joined = await enter(student, classId, selectionId);
      if (joined.outcome !== 'joined') return joined;
      await giveUpCartItem(student, selectionId);
      const member = { student, classId, lapses: members.length % lapseEvery === lapseEvery - 1, state: 'waiting' };
      members.push(member);
      loops.push(follow(member));
      return joined;
    },
    /** Offers seen and not yet claimed, lapsed or refused. */
    busy: () => members.filter((member) => member.state === 'offered' || member.state === 'claiming').length,
    /** Students claiming their offer now (selecting, paying). */
    claiming: () => members.filter((member) => member.state === 'claiming').length,
    /** Stops watching; claims under way finish first. */
    async stop() {
      stopped = true;
      await Promise.all(loops);
      const count = (outcome) => members.filter((member) => member.result?.outcome === outcome).length;
      return {
        joined: members.length,
        offered: members.filter((member) => member.offeredAt !== undefined).length,
        claimedAndPaid: count('paid'),
        claimedTooLate: count('full'),
        lapsed: count('lapsed'),
        missed: count('missed'),
        stillWaiting: members.filter((member) => member.state === 'waiting').length,
        refused: count('refused'),
        gaveUp: count('gave-up'),
        details: members.filter((member) => member.result?.detail).map((member) => member.result.detail),
      };
    },
  };
}
