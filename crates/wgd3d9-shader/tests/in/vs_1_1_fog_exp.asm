// vs_1_1: exponential fog using the full-precision exp macro
vs_1_1
dcl_position v0
def c4, 0.0, 1.0, 1.442695, 0.02    // 0, 1, 1/ln(2), density
m4x4 r0, v0, c0
mov oPos, r0
mul r1.x, r0.z, c4.w         // density * z
mul r1.x, r1.x, -c4.z        // -density * z / ln(2)
exp r2.x, r1.x               // e^(-density * z)
min oFog, r2.x, c4.y
