// Stands in for a module of Gatsby's browser runtime that is idle on this site
// (gatsby/tuning/idle-browser-modules.ts says which and why).
module.exports = {};
