// Async boundary: the federation runtime negotiates shared singletons before bootstrap runs.
import('./bootstrap');
