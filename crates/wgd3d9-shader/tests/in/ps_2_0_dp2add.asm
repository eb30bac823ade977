// ps_2_0: dp2add (two-component dot product plus a replicated scalar) reconstructing a normal's z
ps_2_0
dcl t0.xy
dcl_2d s0
def c0, 2.0, -1.0, 1.0, 0.5
texld r0, t0, s0
mad r1.x, r0.w, c0.x, c0.y        // x from the alpha channel
mad r1.y, r0.y, c0.x, c0.y        // y from the green channel
dp2add r1.z, r1, -r1, c0.z        // 1 - x^2 - y^2
rsq r1.w, r1.z
rcp r1.z, r1.w                    // z = sqrt(...)
mad r1.xyz, r1, c0.w, c0.w
mov r1.w, c0.z
mov oC0, r1
