/** Screen chunks load with 3 attempts 1500 ms apart (spec section 7), surviving a flaky network. */
export async function importWithRetry<T>(load: () => Promise<T>, attempts = 3, delayMs = 1500): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
