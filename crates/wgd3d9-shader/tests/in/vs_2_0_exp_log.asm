// vs_2_0: exp/log (full precision) and expp/logp (partial precision) side by side
vs_2_0
dcl_position v0
dcl_texcoord0 v1
m4x4 oPos, v0, c0
exp r0.x, v1.x
log r0.y, v1.y
expp r1, v1.z
logp r2, v1.w
mov r0.z, r1.z
mov r0.w, r2.z
mov oT0, r0
