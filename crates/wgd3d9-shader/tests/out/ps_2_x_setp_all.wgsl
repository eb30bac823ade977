struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    r0_ = in0_;
    let _e14 = vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy;
    r1_ = _e14;
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ > vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx));
    r2_ = _e18;
    let _e23 = select(_e14, (_e14 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (_e18.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e23;
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ == vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy));
    r2_ = _e26;
    let _e31 = select(_e23, (_e23 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (_e26.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e31;
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ >= vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx));
    r2_ = _e34;
    let _e39 = select(_e31, (_e31 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (_e34.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e39;
    let _e42 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ < vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx));
    r2_ = _e42;
    let _e47 = select(_e39, (_e39 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (_e42.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e47;
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ != vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy));
    r2_ = _e50;
    let _e55 = select(_e47, (_e47 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (_e50.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e55;
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ <= vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx));
    r2_ = _e58;
    let _e63 = select(_e55, (_e55 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (_e58.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e63;
    o0_ = _e63;
    return Output(_e63);
}
