vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
exp r0, v3.x
log r1, v3.y
expp r2, v3.z
logp r3, c4.x
mul oD0, r0, c2
mad oT0, r1, c3, r2
mov oT1, r3
