// ps_1_1: texkill on interpolated coordinates (user clip plane) with a textured result
ps_1_1
texkill t0                   // discard when any of t0.xyz < 0
tex t1
mul r0, t1, v0
