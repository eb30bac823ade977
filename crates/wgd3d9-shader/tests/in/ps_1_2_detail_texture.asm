// ps_1_2: base texture with a signed detail texture added through _bias and a _x2 shift
ps_1_2
tex t0
tex t1
add_x2 r0.rgb, t0, t1_bias
+mov r0.a, t0
mul r0, r0, v0
