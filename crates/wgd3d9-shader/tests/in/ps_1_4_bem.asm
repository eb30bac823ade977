// ps_1_4: bem (once per shader, first phase, .rg mask) feeding a phase-2 environment lookup
ps_1_4
texld r0, t0                 // du/dv bump map
texcrd r1.rgb, t1            // environment coordinates
bem r1.rg, r1, r0            // bump-environment matrix of stage 1
phase
texld r1, r1                 // environment map, stage 1
texld r2, t2                 // base map
mul r0, r1, r2
