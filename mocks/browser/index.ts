// Contract: the app's offline/demo modes call this before rendering (stub until the mock backend lands).
export async function startBrowserMockBackend(options: { scenario?: string } = {}): Promise<void> {
  void options;
}
