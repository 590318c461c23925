#pragma once

// The soak run (scripts/soak): for `minutes`, the Match Lab plays a round-robin of levels 1–8 while the main
// window plays bot-against-bot games with the analysis pane and the eval bar on. Prints games played and
// the process's resident memory, open file descriptors and threads over time; returns 1 when memory grew
// in the second half of the run (it must stay flat), 0 otherwise.
int runSoak(int minutes);
