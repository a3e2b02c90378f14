/** Ends the current task: what follows runs in a task of its own (the browser paints and answers input between). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
