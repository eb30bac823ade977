// vs_3_0: frc, lrp, min, max, rcp and rsq with _sat on temporaries in a quantised-morph shader
vs_3_0
dcl_position0 v0
dcl_position1 v1
dcl_texcoord0 v2
dcl_position o0
dcl_texcoord0 o1
def c4, 4.0, 0.25, 0.0, 1.0
mov r0, v1
mov r6, c5                   // time, and three lengths
mul r1.x, r6.x, c4.x
frc r1.y, r1.x
add r1.x, r1.x, -r1.y        // floor
mul_sat r1.x, r1.x, c4.y     // quantised blend factor
lrp r2, r1.x, r0, v0
rcp r3.x, r6.y
rsq r3.y, r6.z
max r3.z, r3.x, r3.y
min r3.w, r3.x, r3.y
m4x4 o0, r2, c0
mad o1, v2, r3.zzww, r1.xxyy
