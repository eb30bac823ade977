// ps_1_1: texbem, bump-environment mapping of stage 1 through the du/dv map in stage 0
ps_1_1
tex t0                       // du/dv map
texbem t1, t0                // perturbed environment map
tex t2                       // base
mul r0, t1, t2
