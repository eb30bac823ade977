// ps_2_0: water with two scrolling normal maps, projective reflection distorted by the normal, Fresnel lrp
ps_2_0
dcl t0                       // bump uv 0 (xy) and 1 (stored reversed in wz)
dcl t1                       // projective reflection coordinates
dcl t2.xyz                   // view vector
dcl_2d s0                    // normal map
dcl_2d s1                    // reflection
def c0, 2.0, -1.0, 0.03, 1.0
def c1, 0.02, 0.0, 0.0, 0.0
texld r0, t0, s0
mov r1.xy, t0.wzyx            // ps_2_0 has no arbitrary swizzles
texld r1, r1, s0
add r0.xyz, r0, r1
mad r0.xyz, r0, c0.x, -c0.x  // sum of two unpacked normals
nrm r2.xyz, r0
rcp r3.w, t1.w
mul r3.xy, t1, r3.w          // screen uv
mad r3.xy, r2, c0.z, r3      // distortion
texld r4, r3, s1
nrm r5.xyz, t2
dp3_sat r6.x, r5, r2
add r6.x, c0.w, -r6.x
mul r6.y, r6.x, r6.x
mul r6.y, r6.y, r6.y
mul r6.x, r6.y, r6.x         // (1 - V.N)^5
add_sat r6.x, r6.x, c1.x
mov r7, c2                   // deep water colour
lrp r8, r6.x, r4, r7
mov oC0, r8
