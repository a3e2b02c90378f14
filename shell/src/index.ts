// Async boundary: the federation runtime negotiates shared singletons before bootstrap runs. It
// starts in the task after main.js was evaluated (two shorter tasks on a phone instead of one).
setTimeout(() => void import('./bootstrap'), 0);
