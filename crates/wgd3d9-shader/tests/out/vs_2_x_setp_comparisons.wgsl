struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e18 = v0_;
    let _e21 = consts.c[0];
    let _e24 = o0_;
    o0_ = select(_e24, vec4(dot(_e18, _e21)), vec4<bool>(true, false, false, false));
    let _e27 = v0_;
    let _e30 = consts.c[1];
    let _e33 = o0_;
    o0_ = select(_e33, vec4(dot(_e27, _e30)), vec4<bool>(false, true, false, false));
    let _e36 = v0_;
    let _e39 = consts.c[2];
    let _e42 = o0_;
    o0_ = select(_e42, vec4(dot(_e36, _e39)), vec4<bool>(false, false, true, false));
    let _e45 = v0_;
    let _e48 = consts.c[3];
    let _e51 = o0_;
    o0_ = select(_e51, vec4(dot(_e45, _e48)), vec4<bool>(false, false, false, true));
    let _e54 = v1_;
    r0_ = _e54;
    r1_ = vec4<f32>(0f, 0.5f, 1f, -1f).xxxx;
    let _e56 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e56 > vec4<f32>(0f, 0.5f, 1f, -1f).yyyy));
    let _e62 = r1_;
    let _e65 = r2_;
    let _e68 = r1_;
    r1_ = select(_e68, (_e62 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e65.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e70 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e70 == vec4<f32>(0f, 0.5f, 1f, -1f).xxxx));
    let _e74 = r1_;
    let _e77 = r2_;
    let _e80 = r1_;
    r1_ = select(_e80, (_e74 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e77.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e82 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e82 >= vec4<f32>(0f, 0.5f, 1f, -1f).zzzz));
    let _e86 = r1_;
    let _e89 = r2_;
    let _e92 = r1_;
    r1_ = select(_e92, (_e86 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e89.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e94 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e94 < vec4<f32>(0f, 0.5f, 1f, -1f).wwww));
    let _e98 = r1_;
    let _e101 = r2_;
    let _e104 = r1_;
    r1_ = select(_e104, (_e98 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e101.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e106 = r0_;
    let _e110 = r2_;
    r2_ = select(_e110, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e106 != vec4<f32>(0f, 0.5f, 1f, -1f).xxxx)), vec4<bool>(true, true, false, false));
    let _e113 = r1_;
    let _e116 = r2_;
    let _e119 = r1_;
    let _e121 = r1_;
    r1_ = select(_e121, select(_e119, (_e113 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e116.xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e123 = r0_;
    let _e127 = r2_;
    r2_ = select(_e127, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e123 <= vec4<f32>(0f, 0.5f, 1f, -1f).yyyy)), vec4<bool>(false, false, true, true));
    let _e130 = r1_;
    let _e133 = r2_;
    let _e136 = r1_;
    let _e138 = r1_;
    r1_ = select(_e138, select(_e136, (_e130 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e133.xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, true));
    let _e140 = r1_;
    o1_ = _e140;
    let _e141 = o0_;
    let _e144 = consts.c[256];
    let _e148 = o0_;
    o0_ = select(_e148, (_e141 + (_e144 * _e141.wwww)), vec4<bool>(true, true, true, false));
    let _e151 = o0_;
    let _e152 = o1_;
    return Output(_e151, _e152);
}
