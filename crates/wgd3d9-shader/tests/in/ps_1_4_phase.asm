// ps_1_4: two phases; phase 1 offsets coordinates by a du/dv map, phase 2 samples with them (dependent read)
ps_1_4
def c0, 0.05, 0.05, 0.0, 0.0
texld r0, t0                 // du/dv map, stage 0
texcrd r1.rgb, t1
mad r1.rgb, r0_bx2, c0, r1   // perturbed coordinates
phase
texld r1, r1                 // stage 1 at the perturbed coordinates
texld r2, t2
mul r0, r1, r2
mul r0.rgb, r0, v0
