// Contract between Storybook and the mock backend (owned by the mock-backend work; stub until it lands).
import { setupWorker } from 'msw/browser';

/** Starts the in-browser mock backend used by every story (passed to `mswLoader`). */
export async function startStorybookWorker() {
  const worker = setupWorker();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}

/** Reseeds the in-browser data for one story; `scenario` comes from `parameters.scenario`. */
export async function applyStoryScenario(scenario: string | undefined): Promise<void> {
  void scenario;
}
