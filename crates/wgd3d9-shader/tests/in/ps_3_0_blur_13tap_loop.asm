// ps_3_0 benchmark: 13-tap Gaussian blur in a static loop with weights computed by exp, plus a bilateral depth weight
ps_3_0
dcl_texcoord0 v0.xy
dcl_2d s0                    // colour
dcl_2d s1                    // depth
defi i0, 13, 0, 1, 0
def c0, -6.0, 1.0, 0.0, 0.0
def c1, -0.0555556, 1.442695, 50.0, 0.0  // -1/(2 sigma^2), 1/ln 2, depth sharpness
// c2 = texel step (xy)
texld r0, v0, s1             // centre depth
mov r1, c0.z                 // colour sum
mov r2.x, c0.z               // weight sum
mov r3, c2
mad r4.xy, r3, c0.x, v0      // first tap at -6 texels
mov r5.x, c0.x               // tap offset in texels
loop aL, i0
    texld r6, r4, s0
    texld r7, r4, s1
    mul r8.x, r5.x, r5.x
    mul r8.x, r8.x, c1.x
    add r8.y, r7.x, -r0.x
    abs r8.y, r8.y
    mul r8.y, r8.y, c1.z
    add r8.x, r8.x, -r8.y
    mul r8.x, r8.x, c1.y
    exp r8.x, r8.x               // Gaussian * depth similarity
    mad r1, r6, r8.x, r1
    add r2.x, r2.x, r8.x
    add r4.xy, r4, r3
    add r5.x, r5.x, c0.y
endloop
rcp r2.x, r2.x
mul r1, r1, r2.x
mov oC0, r1
