// Module Federation needs an async boundary before shared modules are used (STACK-NOTES).
import('./bootstrap');
