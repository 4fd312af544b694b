// The business constants and limits of the specification, in one place.
export const COMPANY = {
  name: "Heartbeest Safari",
  foundedYear: 2010,
} as const;
// The office's phone, e-mail, address, social profiles and payment details are the operator's to set at
// /admin/settings/business (app/features/operator-settings), not constants.

export const LAYOUT = {
  mobileBreakpointPx: 768,
  navScrollThresholdPx: 20,
  heroFadeDistancePx: 500,
  revealThreshold: 0.2,
  pageTransitionSeconds: 0.3,
} as const;

export const HOME = { safaris: 3, destinations: 3, reviews: 3, carouselDelayMs: 5000 } as const;

export const TRUNCATION = { hotelDescription: 150, videoDescription: 120, cardDescriptionLines: 3 } as const;

export const SAFARI_FORM = {
  nameMinLength: 2,
  phoneMinLength: 6,
  adults: { min: 1, max: 20, default: 2 },
  children: { min: 0, max: 20, default: 0 },
} as const;

export const BUSINESS_TERMS = {
  freeCancellationDays: 30,
  depositPercent: 30,
  balanceDueDaysBeforeStart: 60,
  responseHours: 24,
  officeHours: [
    ["Monday - Friday", "8am - 6pm"],
    ["Saturday", "9am - 3pm"],
    ["Sunday", "Closed"],
  ],
} as const;

export const VIDEOS = { maxImported: 50 } as const;

export const TOASTS = { durationMs: 5000, swipeThresholdPx: 50 } as const;
