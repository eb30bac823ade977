// ps_1_1: base texture times lightmap with the _x2 result shift (lightmap modulate 2x)
ps_1_1
tex t0                       // base
tex t1                       // lightmap
mul_x2 r0, t0, t1
