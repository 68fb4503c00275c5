/** What a student is told when the waitlist cannot do what they asked (decision 0038). */
export const WAITLIST_MESSAGES = {
  seatsFree: 'This class has seats free: select it instead',
  notOpen: 'This class is not open for enrolment',
  alreadyWaiting: "You are already on this class's waitlist",
  alreadyEnrolled: 'You are already enrolled in this class',
  holdingSeat: 'You are already holding a seat of this class: finish paying for it in your selected classes',
  notWaiting: "You are not on this class's waitlist",
} as const;
