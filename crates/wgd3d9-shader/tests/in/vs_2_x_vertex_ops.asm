// vs_2_x: the vs_1_1-era operations in 2_x: lit, dst, expp, logp, log, rcp, rsq, sge, slt, sub, frc, abs, nop
vs_2_x
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
def c4, 0.0, 1.0, 0.5, 20.0
m4x4 oPos, v0, c0
dp3 r0.x, v1, c5
dp3 r0.y, v1, c6
mov r0.zw, c4.w
lit r1, r0
mov r2, v2
abs r2, r2
dst r3, r2.xxxx, r2.yyyy
expp r4, r2.z
logp r5, r2.w
log r6.x, r2.x
rcp r6.y, r2.y
rsq r6.z, r2.z
frc r6.w, r2.w
nop
sge r7, r2, c4.z
slt r8, r2, c4.z
sub r7, r7, r8
mul oD0, r1.y, c7
mul oD1, r1.z, c8
mad r9, r3, r7, r6
add r9, r9, r4.z
add oT0, r9, r5.z
