// React, run before the app (scripts/vite-framework-first.ts): the bundler wraps React's
// CommonJS modules to run at their first import, so this module, in React's chunk, imports
// them there, and React DOM starts in that chunk's task rather than in the entry's.
import "react";
import "react/jsx-runtime";
import "react-dom/client";
