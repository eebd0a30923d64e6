/**
 * Controls of the mock backend that the UI may offer in mock mode (e.g. "Reset demo data" in the
 * footer). Registered by the mock-mode entry, so the app itself never imports mocks/.
 */
export interface MockControls {
  resetData: () => void;
}

let controls: MockControls | null = null;

export function registerMockControls(next: MockControls): void {
  controls = next;
}

export function getMockControls(): MockControls | null {
  return controls;
}
