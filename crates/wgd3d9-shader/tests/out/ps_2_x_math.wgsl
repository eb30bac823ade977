struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    r0_ = in0_;
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    r1_ = _e26;
    let _e29 = cross(in0_.xyz, _e26.xyz);
    let _e35 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e29.x, _e29.y, _e29.z, 0f), vec4<bool>(true, true, true, false));
    r2_ = _e35;
    let _e40 = select((in0_ * in0_), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (in0_ == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e50 = select(_e35, vec4((((_e40.x + _e40.y) + _e40.z) + _e40.w)), vec4<bool>(false, false, false, true));
    r2_ = _e50;
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(_e50.wwww.x))), vec4<bool>(true, false, false, false));
    r3_ = _e57;
    let _e58 = _e57.xxxx;
    let _e59 = vec4<f32>(0.5f, 2f, 0f, 1f).xxxx;
    let _e65 = select(_e57, select((_e58 * _e59), vec4<f32>(0f, 0f, 0f, 0f), ((_e58 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e59 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    r3_ = _e65;
    let _e70 = select(_e65, vec4(exp2(_e65.xxxx.x)), vec4<bool>(true, false, false, false));
    r3_ = _e70;
    let _e71 = vec4<f32>(0.5f, 2f, 0f, 1f).zzzz;
    let _e73 = select(_e71, _e50, (_e50 >= _e71));
    r4_ = _e73;
    let _e75 = (in0_ + -(_e73));
    r5_ = _e75;
    let _e77 = mix(_e73, _e75, _e70.xxxx);
    r6_ = _e77;
    o0_ = _e77;
    return Output(_e77);
}
