struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var r10_: vec4<f32> = vec4<f32>();
    var r11_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e40 = consts.c[0];
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e40)), vec4<bool>(true, false, false, false));
    o0_ = _e44;
    let _e47 = consts.c[1];
    let _e51 = select(_e44, vec4(dot(in0_, _e47)), vec4<bool>(false, true, false, false));
    o0_ = _e51;
    let _e54 = consts.c[2];
    let _e58 = select(_e51, vec4(dot(in0_, _e54)), vec4<bool>(false, false, true, false));
    o0_ = _e58;
    let _e61 = consts.c[3];
    let _e65 = select(_e58, vec4(dot(in0_, _e61)), vec4<bool>(false, false, false, true));
    o0_ = _e65;
    let _e68 = consts.c[4];
    let _e70 = (_e68 + -(in0_));
    r0_ = _e70;
    let _e75 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e70.xyz, _e70.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e75;
    let _e81 = select(_e75, vec4(inverseSqrt(abs(_e75.xxxx.x))), vec4<bool>(false, true, false, false));
    r1_ = _e81;
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e70 * _e81.yyyy), vec4<bool>(true, true, true, false));
    r2_ = _e85;
    let _e89 = select(_e81, (_e81.xxxx * _e81.yyyy), vec4<bool>(false, false, false, true));
    r1_ = _e89;
    let _e90 = _e89.xxxx;
    r3_ = _e90;
    let _e91 = _e89.yyyy;
    r4_ = _e91;
    let _e98 = vec4<f32>(1f, (_e90.y * _e91.y), _e90.z, _e91.w);
    r5_ = _e98;
    let _e101 = consts.c[5];
    let _e106 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e98.xyz, _e101.xyz)), vec4<bool>(true, false, false, false));
    r6_ = _e106;
    let _e111 = select(_e106, vec4((1f / _e106.xxxx.x)), vec4<bool>(true, false, false, false));
    r6_ = _e111;
    let _e116 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e85.xyz)), vec4<bool>(true, false, false, false));
    r7_ = _e116;
    let _e119 = consts.c[6];
    let _e121 = (_e119 + -(in0_));
    r8_ = _e121;
    let _e128 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e121 * vec4(inverseSqrt(dot(_e121.xyz, _e121.xyz)))), vec4<bool>(true, true, true, false));
    r9_ = _e128;
    let _e130 = select(_e128, (_e128 + _e85), vec4<bool>(true, true, true, false));
    r9_ = _e130;
    let _e137 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e130 * vec4(inverseSqrt(dot(_e130.xyz, _e130.xyz)))), vec4<bool>(true, true, true, false));
    r10_ = _e137;
    let _e142 = select(_e116, vec4(dot(in1_.xyz, _e137.xyz)), vec4<bool>(false, true, false, false));
    r7_ = _e142;
    let _e145 = consts.c[7];
    let _e147 = select(_e142, _e145.xxxx, vec4<bool>(false, false, false, true));
    r7_ = _e147;
    let _e161 = vec4<f32>(1f, max(_e147.x, 0f), select(0f, pow(_e147.y, clamp(_e147.w, -128f, 128f)), ((_e147.x > 0f) && (_e147.y > 0f))), 1f);
    r11_ = _e161;
    let _e163 = (_e161 * _e111.xxxx);
    r11_ = _e163;
    let _e167 = consts.c[8];
    let _e168 = (_e163.yyyy * _e167);
    o1_ = _e168;
    let _e172 = consts.c[9];
    let _e173 = (_e163.zzzz * _e172);
    o2_ = _e173;
    let _e174 = saturate(_e168);
    o1_ = _e174;
    let _e175 = saturate(_e173);
    o2_ = _e175;
    let _e178 = consts.c[256];
    let _e182 = select(_e65, (_e65 + (_e178 * _e65.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e182;
    return Output(_e182, _e174, _e175);
}
