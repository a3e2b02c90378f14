// The shell starts in the task after main.js was evaluated (two shorter tasks on a phone instead
// of one), with its libraries in their own chunk.
setTimeout(() => void import('./bootstrap'), 0);
