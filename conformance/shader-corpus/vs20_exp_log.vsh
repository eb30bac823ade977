vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
exp r0, v3.x
log r1, v3.y
expp r2, v1.z
logp r3, v1.w
mov oD0, r0
add oT0, r1, r2
