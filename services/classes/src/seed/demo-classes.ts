import type { ClassStatus } from '@classhub/contracts';

export interface DemoClass {
  className: string;
  image: string;
  instructorEmail: string;
  instructorName: string;
  availableSeats: number;
  enrolled: number;
  priceCents: number;
  status: ClassStatus;
  feedback?: string;
  description: string;
  learningOutcomes: string;
  timeZone: string;
  /** Where the sessions take place online (decision 0040). */
  meetingUrl: string;
  /**
   * Sessions relative to the day the catalogue is seeded: `count` of them, `everyDays` apart, the first `firstInDays`
   * from that day (negative: already started), at `time` on the instructor's clock.
   */
  schedule: { firstInDays: number; everyDays: number; count: number; time: string; durationMinutes: number };
}

const weekly = (firstInDays: number, count: number, time: string, durationMinutes = 90) => ({
  firstInDays,
  everyDays: 7,
  count,
  time,
  durationMinutes,
});
const meeting = (slug: string) => `https://meet.classhub.example/${slug}`;

const amelia = { instructorEmail: 'instructor1@classhub.test', instructorName: 'Amelia Hart' };
const rafael = { instructorEmail: 'instructor2@classhub.test', instructorName: 'Rafael Okafor' };
const mei = { instructorEmail: 'instructor3@classhub.test', instructorName: 'Mei Tanaka' };

/**
 * The demo catalogue: the same instructors as identity's demo accounts, every status, one full class, and one class
 * already under way (Creative Writing Workshop: its first session was three days before seeding, so it can be reviewed).
 */
export const DEMO_CLASSES: DemoClass[] = [
  {
    className: 'Watercolor Landscapes',
    image: 'watercolor.svg',
    ...amelia,
    availableSeats: 12,
    enrolled: 18,
    priceCents: 4900,
    status: 'approved',
    description:
      'Paint calm, luminous landscapes with just three colours and a big brush.\n\nEach session starts with a short demonstration, then you paint along and share your work for friendly feedback.',
    learningOutcomes:
      'Mix greens and greys from three primaries\nPaint wet-in-wet skies\nPlan a composition in thumbnails',
    timeZone: 'Europe/London',
    meetingUrl: meeting('watercolor-landscapes'),
    schedule: weekly(3, 4, '18:30'),
  },
  {
    className: 'Acoustic Guitar for Beginners',
    image: 'guitar.svg',
    ...rafael,
    availableSeats: 8,
    enrolled: 22,
    priceCents: 5999,
    status: 'approved',
    description:
      'Never held a guitar? Start here. We tune, hold the pick and play our first song in the first hour.\n\nBring any acoustic guitar; a capo helps but is not required.',
    learningOutcomes: 'Tune your guitar by ear and with an app\nPlay the eight open chords\nStrum four common rhythms',
    timeZone: 'America/New_York',
    meetingUrl: meeting('acoustic-guitar-for-beginners'),
    schedule: weekly(5, 6, '19:00', 60),
  },
  {
    className: 'Intro to Robotics',
    image: 'robotics.svg',
    ...mei,
    availableSeats: 0,
    enrolled: 16,
    priceCents: 8900,
    status: 'approved',
    description:
      'Build and program a small wheeled robot from a kit, step by step.\n\nNo electronics experience needed: we explain every wire.',
    learningOutcomes:
      'Read a simple circuit diagram\nProgram motors and sensors\nDebug a robot that will not drive straight',
    timeZone: 'Asia/Tokyo',
    meetingUrl: meeting('intro-to-robotics'),
    schedule: weekly(4, 5, '10:00', 120),
  },
  {
    className: 'Creative Writing Workshop',
    image: 'writing.svg',
    ...amelia,
    availableSeats: 15,
    enrolled: 9,
    priceCents: 3500,
    status: 'approved',
    description:
      'A small, supportive workshop for short fiction. We read, write to prompts and give each other kind, useful notes.\n\nThe workshop is already under way: join for the remaining sessions.',
    learningOutcomes: 'Open a story with a strong first line\nWrite believable dialogue\nGive and take feedback',
    timeZone: 'Europe/Paris',
    meetingUrl: meeting('creative-writing-workshop'),
    schedule: weekly(-3, 5, '18:00'),
  },
  {
    className: 'Chemistry Lab Basics',
    image: 'chemistry.svg',
    ...mei,
    availableSeats: 6,
    enrolled: 14,
    priceCents: 7250,
    status: 'approved',
    description: 'Safe, hands-on kitchen chemistry that explains what happens in a real lab.',
    learningOutcomes: 'Measure and record precisely\nBalance simple reactions\nWork safely with common substances',
    timeZone: 'Australia/Sydney',
    meetingUrl: meeting('chemistry-lab-basics'),
    schedule: weekly(6, 4, '17:00'),
  },
  {
    className: 'Public Speaking Confidence',
    image: 'speaking.svg',
    ...rafael,
    availableSeats: 20,
    enrolled: 5,
    priceCents: 2999,
    status: 'approved',
    description: 'Speak to a room without your heart racing. Short exercises, recorded practice and gentle coaching.',
    learningOutcomes: 'Structure a five-minute talk\nUse your voice and pauses\nHandle questions calmly',
    timeZone: 'America/Los_Angeles',
    meetingUrl: meeting('public-speaking-confidence'),
    schedule: weekly(2, 3, '17:30', 75),
  },
  {
    className: 'Astronomy Night Sky',
    image: 'astronomy.svg',
    ...mei,
    availableSeats: 10,
    enrolled: 11,
    priceCents: 4500,
    status: 'approved',
    description:
      'Find your way around the night sky with your eyes, binoculars and free apps.\n\nSessions are in the evening so you can step outside afterwards and look.',
    learningOutcomes:
      'Find the pole star and the seasonal constellations\nTell planets from stars\nPlan an observing night',
    timeZone: 'Europe/Berlin',
    meetingUrl: meeting('astronomy-night-sky'),
    schedule: weekly(8, 3, '20:30', 60),
  },
  {
    className: 'Digital Photography',
    image: 'photography.svg',
    ...amelia,
    availableSeats: 3,
    enrolled: 21,
    priceCents: 6500,
    status: 'approved',
    description: 'Get out of automatic mode and take the photographs you have in mind.',
    learningOutcomes:
      'Control exposure: aperture, shutter, ISO\nCompose with light and lines\nEdit a photo in ten minutes',
    timeZone: 'UTC',
    meetingUrl: meeting('digital-photography'),
    schedule: weekly(1, 4, '16:00'),
  },
  {
    className: 'Jazz Piano Improvisation',
    image: 'piano.svg',
    ...rafael,
    availableSeats: 10,
    enrolled: 0,
    priceCents: 7900,
    status: 'pending',
    description: 'Learn to improvise over jazz standards with voicings and simple scales.',
    learningOutcomes: 'Play shell voicings\nImprovise over a ii-V-I\nComp for a soloist',
    timeZone: 'America/Chicago',
    meetingUrl: meeting('jazz-piano-improvisation'),
    schedule: weekly(10, 6, '18:00', 60),
  },
  {
    className: 'Marine Biology Field Notes',
    image: 'marine.svg',
    ...mei,
    availableSeats: 14,
    enrolled: 0,
    priceCents: 5500,
    status: 'pending',
    description: "Keep a naturalist's notebook of the shore: what lives there and why.",
    learningOutcomes: 'Identify common shore species\nSketch and label specimens\nRecord tides and conditions',
    timeZone: 'Pacific/Auckland',
    meetingUrl: meeting('marine-biology-field-notes'),
    schedule: weekly(12, 4, '09:30', 120),
  },
  {
    className: 'Calligraphy in a Weekend',
    image: 'calligraphy.svg',
    ...amelia,
    availableSeats: 10,
    enrolled: 0,
    priceCents: 2500,
    status: 'denied',
    description: 'Two long sessions of brush-pen calligraphy.',
    learningOutcomes: 'Hold the pen for thick and thin strokes\nWrite a full alphabet',
    timeZone: 'Europe/Madrid',
    meetingUrl: meeting('calligraphy-in-a-weekend'),
    schedule: { firstInDays: 9, everyDays: 1, count: 2, time: '10:00', durationMinutes: 240 },
    feedback: 'Please add a weekly outline and the materials students need to bring.',
  },
  {
    className: 'Street Dance Basics',
    image: 'dance.svg',
    ...rafael,
    availableSeats: 25,
    enrolled: 0,
    priceCents: 3000,
    status: 'denied',
    description: 'Grooves, footwork and a short routine.',
    learningOutcomes: 'Find the beat\nLearn six basic moves',
    timeZone: 'America/Sao_Paulo',
    meetingUrl: meeting('street-dance-basics'),
    schedule: weekly(7, 4, '19:00', 60),
  },
];
